import type { Locator, Page } from '@playwright/test';

/**
 * Opens the account menu from the connect button, which shows the connected address shortened
 * (`Abcd…wxyz`), and returns the menu (named `title`: the catalogue's `account.menu.title`).
 */
export async function openAccountMenu(
  page: Page,
  address: string,
  title = 'Account',
): Promise<Locator> {
  await page.getByRole('button', { name: `${address.slice(0, 4)}…${address.slice(-4)}` }).click();
  return page.getByRole('dialog', { name: title });
}

/** Disconnects as a user does: the account menu's Disconnect. */
export async function disconnectFromAccountMenu(page: Page, address: string): Promise<void> {
  const account = await openAccountMenu(page, address);
  await account.getByRole('button', { name: 'Disconnect' }).click();
}
