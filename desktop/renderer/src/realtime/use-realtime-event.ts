import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '../../../../shared/schemas/realtime';
import type { RealtimeClient } from './realtime-client';

/** Subscribes a component to one realtime event while it is mounted (the handler may change freely). */
export function useRealtimeEvent<E extends ServerEventName>(
  client: RealtimeClient | null | undefined,
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client?.on(event, (payload) => latest.current(payload)), [client, event]);
}
