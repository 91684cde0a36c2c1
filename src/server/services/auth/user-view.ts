import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** A user as the API shows it: never the password hash, never a token. */
export interface UserView {
  id: number;
  username: string;
  email: string;
  role: UserRow['role'];
  fileUrl: string | null;
  firstName: string | null;
  name: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  stripeConnectID: string | null;
  locale: string;
  emailVerified: boolean;
  createdAt: string;
}

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    fileUrl: row.fileUrl,
    firstName: row.firstName,
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    province: row.province,
    country: row.country,
    stripeConnectID: row.stripeConnectId,
    locale: row.locale,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
