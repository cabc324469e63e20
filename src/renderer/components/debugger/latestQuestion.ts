// One question at a time, newest wins: the cell inspector asks about the cell under the pointer,
// which changes far faster than the worker answers. While a question is out, newer wishes replace
// each other; when the answer comes, the newest wish is asked next, unless it was just answered.

export class LatestQuestion<Q, A> {
  private wantedId: string | null = null;
  private wanted: Q | null = null;
  private answeredId: string | null = null;
  private asking = false;

  /** `onAnswer` hears every answer with the id it was asked under (it may no longer be the one wanted). */
  constructor(
    private readonly ask: (question: Q) => Promise<A>,
    private readonly onAnswer: (id: string, answer: A) => void,
  ) {}

  /** Wishes for the answer to `question`, named `id` (the same id is never asked twice in a row); null: nothing. */
  want(id: string | null, question: Q | null = null): void {
    this.wantedId = id;
    this.wanted = question;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.asking) return;
    this.asking = true;
    try {
      while (this.wantedId !== null && this.wantedId !== this.answeredId) {
        const id = this.wantedId, question = this.wanted as Q;
        try {
          const answer = await this.ask(question);
          this.answeredId = id;
          this.onAnswer(id, answer);
        } catch {
          // The asker reported why; not asked again until the wish changes.
          this.answeredId = id;
        }
      }
    } finally {
      this.asking = false;
    }
  }
}
