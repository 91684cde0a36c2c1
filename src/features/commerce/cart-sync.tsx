import { useEffect } from 'react';
import type { CartView } from './stores/cart';
import { initSession, setActiveCart } from '../session/stores/session';

/** Puts the server's cart (after a payment, emptied) into the session, its cookie and the header count. */
export default function CartSync({ cart }: { cart: CartView | null }) {
  useEffect(() => {
    initSession();
    setActiveCart(cart);
  }, [cart]);
  return null;
}
