/**
 * The password policy: the API refuses what it names, and the registration and reset forms use the same
 * minimum length for their own early check.
 */

export const PASSWORD_MIN_LENGTH = 10;

/** Policy: long enough, at least two kinds of characters, and not the email. Null when acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > 200) return "Use at most 200 characters";
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password)).length;
  if (classes < 2) return "Mix at least two kinds of characters (letters, digits, symbols)";
  if (password.trim().toLowerCase() === email.trim().toLowerCase())
    return "The password must not be the email";
  return null;
}
