// What one search option declares in the table (table.ts): its value's kind, default, bounds, who
// reads it, and how the panel, the files, the command line and the pane summary show it. Every
// place that spells the options (the SearchOptions type, the worker's schema, the project and path
// files, the CLI, the settings panel, the compare pane's summary) reads these declarations.
import type { AlgorithmChoice, AlgorithmName, EngineChoice, TopologyChoice } from '../catalog';
import type { MapTopology } from '../../grid/mapTopology';

/** Says what is wrong with a typed value (a sentence that says what to type instead), or null. */
export type ValueProblem = (value: unknown) => string | null;

/** Where the settings panel shows an option: the main list, or under "More options"; `order` sorts within it. */
export interface PanelPlace {
  section: 'main' | 'more';
  order: number;
  /** Text beside the field. */
  label: string;
  /** The field's accessible name (e2e tests and screen readers find it by this). */
  name: string;
  /** A tooltip for the field. */
  title?: string;
  /** Called after a value is picked in the panel, to adjust the settings that follow from it. */
  picked?(options: { algorithm: AlgorithmName; weight: number }): void;
  /** What the panel says in the field's place when the chosen algorithm does not read it. */
  unreadNote?: (algorithmLabel: string) => string;
}

/** How the command line takes an option: a flag of every search command, or a key of batch --config only. */
export interface CliPlace {
  /** The flag's or key's name (--diagonal, diagonal=). */
  flag: string;
  /** Sorts the flags and keys in the help (the flags of every command first). */
  order: number;
  /** The value's placeholder in the help; absent for a flag option, which takes no value (--smooth). */
  value?: string;
  /** What it does, as one phrase of the help. */
  help: string;
  example: string;
  /** Given to batch --config only (path and scen take the project's or MovingAI's value). */
  configOnly?: boolean;
  /** For a number: what it must be, as the end of "--weight must be …, not "x"". */
  mustBe?: string;
  /** The value the command line uses when the flag is absent, where it differs from the app's default. */
  default?: number;
}

/** What a summary part may look at besides its own value: the algorithm and the moves chosen. */
export interface SummaryContext {
  algorithm: AlgorithmChoice;
  topology: TopologyChoice;
}

/** How the compare pane's header shows an option in short; `order` sorts the parts. */
export interface SummaryPart<V> {
  order: number;
  /** The words, or null when the option is left out (it is the usual one, or not read). */
  text(value: V, on: SummaryContext): string | null;
}

interface OptionCommon<V> {
  default: V;
  /** What the setting is called in sentences ("diagonal cost": "reads no diagonal cost", "There is no diagonal cost …"). */
  noun: string;
  /** One line: what the option does (the table's documentation, and its readers'). */
  help: string;
  /**
   * Which algorithms read it (facts from the catalog). An option no algorithm reads is hidden in the
   * panel and named as ignored on the command line. Absent: every algorithm.
   */
  readBy?: (algorithm: AlgorithmChoice) => boolean;
  /** Read only where moves are diagonal (square 8-connected): the panel hides it elsewhere. */
  diagonalOnly?: boolean;
  /** Part of the movement rules: configurations alike in these share one optimum (batch, compare). */
  movement?: boolean;
  /** Says how a run is kept, not how it searches: left out of path files and of "same search" checks. */
  runOnly?: boolean;
  /** Kept with the project's map, not in its search settings (the topology follows the map). */
  keptWithMap?: boolean;
  /**
   * How a project file's message for a bad value begins: the subject for a choice or a flag ("The
   * corner rule", then "must be one of …"), the whole rule for a number or costs ("The node budget
   * must be a whole number from 0 …"); "; this file says …" follows.
   */
  fileText: string;
  panel: PanelPlace;
  cli?: CliPlace;
  summary?: SummaryPart<V>;
}

/** A value picked from one of the catalog's lists. */
export interface ChoiceOption<N extends string = string> extends OptionCommon<N> {
  kind: 'choice';
  choices: readonly EngineChoice<N>[];
  /** The choices the panel offers on a map of squares or hexes; absent: all. */
  offeredOn?(map: MapTopology): readonly EngineChoice<N>[];
  /** On a hex map the panel shows this fixed text (and note) instead of a list. */
  fixedOnHex?: { text: string; note: string };
}

/** A number typed in a field. */
export interface NumberOption extends OptionCommon<number> {
  kind: 'number';
  min: number;
  max: number;
  /** The field's step. */
  step: number;
  /** Whole numbers only (the command line reads it with plainWhole, else plainDecimal). */
  whole?: boolean;
  problem: ValueProblem;
}

/** A true/false setting (a checkbox). */
export interface FlagOption extends OptionCommon<boolean> {
  kind: 'flag';
}

/** A name the map defines (a unit type): typed or picked from the map's list; the empty name is the default. */
export interface NameOption extends OptionCommon<string> {
  kind: 'name';
  /** Longest name. */
  maxLength: number;
}

/**
 * A text typed in a field and checked as it is typed, read only while another option holds one
 * choice: a custom heuristic's formula, read while the heuristic is "custom".
 */
export interface TextOption extends OptionCommon<string> {
  kind: 'text';
  /** Longest text. */
  maxLength: number;
  /**
   * The choice that makes the text read: the panel shows the field under it, Run and saving check
   * the text only then, the pane summary names it then, and its command-line flag picks the choice.
   */
  readWhen: { option: string; choice: string };
  /** Why the text cannot be used on a map of squares or of hexes: a sentence per mistake, or null. */
  problem(text: unknown, hex: boolean): string | null;
  /** What the text may be made of, as one sentence (shown under the field). */
  accepts(hex: boolean): string;
  /** An example the empty field shows. */
  placeholder: string;
}

/** One number of a set of costs (height costs' uphill and downhill). */
export interface CostField {
  /** Text beside the field, its accessible name, and its name in the project file's sentences. */
  label: string;
  name: string;
  /** The rule, as a project file's message says it ("The uphill cost must be …"). */
  fileText: string;
  /** The value when the costs are switched on. */
  initial: number;
  min: number;
  max: number;
  step: number;
  problem: ValueProblem;
}

/** A set of named costs that is either off (null) or on: a checkbox, then one field per cost. */
export interface CostsOption<F extends string = string> extends OptionCommon<Record<F, number> | null> {
  kind: 'costs';
  fields: Readonly<Record<F, CostField>>;
}

/** Any option of the table. */
export type SearchOptionSpec = ChoiceOption | NumberOption | FlagOption | CostsOption | NameOption | TextOption;
