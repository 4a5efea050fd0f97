/** Where the page is and how it leaves; the browser's own by default (tests pass their own). */
export interface DeepLinkPage {
  getUrl(): string;
  /** Rewrites the address bar without a reload. */
  replaceUrl(url: string): void;
  /** Leaves the page for the wallet. */
  navigate(url: string): void;
}

/** The browser's page: its address, `history.replaceState` and `location.assign`. */
export function browserPage(): DeepLinkPage {
  return {
    getUrl: () => location.href,
    replaceUrl: (url) => history.replaceState(history.state, '', url),
    navigate: (url) => location.assign(url),
  };
}
