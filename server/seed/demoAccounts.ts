/** The accounts printed at start-up, so a person can sign in to the seeded site at once. */
export const DEMO_ACCOUNTS = [
  { name: 'Maya Fernandes', email: 'demo@forkcast.app', password: 'forkcast-demo' },
  { name: 'Sam Okafor', email: 'sam@forkcast.app', password: 'forkcast-demo' },
] as const;
