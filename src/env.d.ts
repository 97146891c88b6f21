declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate at the first interaction with the island; the value lists query parameters that hydrate at once. */
      'client:interaction'?: string | boolean;
    }
  }
}

export {};
