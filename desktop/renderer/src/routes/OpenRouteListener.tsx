import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { platform } from '../platform';

/** Navigates to routes the host opens from outside (desktop deep links to invitations). */
export function OpenRouteListener() {
  const navigate = useNavigate();
  useEffect(() => platform().onOpenRoute((route) => navigate(route)), [navigate]);
  return null;
}
