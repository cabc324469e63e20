// The options' zod schemas, one per entry of the table: choices from the catalog, numbers by their
// own check, flags, and sets of costs. Each reader (the worker's protocol, the project file, the
// path file) says how a number out of bounds is reported and which options it keeps.
import { z } from '../../zod';
import { namesOf } from '../catalog';
import { SEARCH_OPTION_LIST, type SearchOptionKey } from './options';
import type { SearchOptionSpec, ValueProblem } from './spec';

/** How a reader checks a typed number against its problem. */
export type NumberSchema = (problem: ValueProblem) => z.ZodType<number>;

/** A number that passes its problem check; the reader's messages say what is wrong. */
export const checkedNumber: NumberSchema = (problem) => z.number().refine((v) => problem(v) === null);

/** The schema of one option's value. */
export function optionSchema(spec: SearchOptionSpec, number: NumberSchema): z.ZodType {
  switch (spec.kind) {
    case 'choice':
      return z.enum(namesOf(spec.choices));
    case 'number':
      return number(spec.problem);
    case 'flag':
      return z.boolean();
    case 'name':
    case 'text':
      return z.string().max(spec.maxLength);
    case 'costs':
      return z.object(Object.fromEntries(Object.entries(spec.fields).map(([f, c]) => [f, number(c.problem)]))).nullable();
  }
}

/** The shape of a set of options: every option of the table that `keep` keeps, in table order. */
export function optionsShape(
  number: NumberSchema,
  keep: (spec: SearchOptionSpec) => boolean = () => true,
  wrap: (schema: z.ZodType, key: SearchOptionKey) => z.ZodType = (s) => s,
): Record<string, z.ZodType> {
  return Object.fromEntries(SEARCH_OPTION_LIST.filter(keep).map((o) => [o.key, wrap(optionSchema(o, number), o.key)]));
}
