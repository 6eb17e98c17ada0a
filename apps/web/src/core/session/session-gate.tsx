'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const GateContext = createContext(false);

/**
 * Opens once every child has mounted. Effects run children first, so by the time this opens the
 * page has said whether it is the 404 (markNotFound), and the session hook can skip user info there.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberately one commit after mount
  useEffect(() => setOpen(true), []);
  return <GateContext.Provider value={open}>{children}</GateContext.Provider>;
}

export const useSessionGateOpen = () => useContext(GateContext);
