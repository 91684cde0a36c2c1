import { AuthTextsProvider, type AuthProps } from './auth-texts';
import { DeleteAccount } from './delete-account';

/** The last section of /account, after the orders and selling: deleting the account. */
export default function AccountDeletion({
  userId,
  username,
  ...props
}: AuthProps & { userId: number; username: string }) {
  return (
    <AuthTextsProvider {...props}>
      <DeleteAccount userId={userId} username={username} />
    </AuthTextsProvider>
  );
}
