export { RealtimeClient, socketOptions, type RealtimeClientOptions, type RealtimeKind, type RealtimeStatus } from './realtime-client';
export { useRealtimeEvent } from './use-realtime-event';
