// negotiator 1.0 (Express's own content negotiation) ships no types, and @types/negotiator describes
// 0.6, whose encodings() takes no preference list.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The available encodings the client accepts, best first; `preferred` breaks ties in q-value. */
    encodings(available: string[], options?: { preferred?: string[] }): string[];
  }
}
