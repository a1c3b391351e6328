/** The history machinery both editions share: clock, checkpoints, prefix halt, events. */
export * from './context';
export * from './host';
