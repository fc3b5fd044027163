/** Issue 39's words for changes kept on this phone until the network is back. */
export const OFFLINE_TEXT = {
  /** Beside an item whose change is not sent yet. */
  savedHere: 'Saved on this phone',
  added: (name: string) => `${name} saved on this phone: it goes on the family's list when you're back online`,
  waiting: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} will be sent when you're back online`,
} as const;
