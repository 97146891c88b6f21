declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate at the first interaction with the island; the value lists query parameters that hydrate at once. */
      'client:interaction'?: string | boolean;
      /** The quote page's island: at once for a list with products, not for an empty one (client-quote-list.ts). */
      'client:quote-list'?: boolean;
    }
  }
}

export {};
