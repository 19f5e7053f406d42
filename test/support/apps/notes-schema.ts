/**
 * The notes app's table (`notes-app.ts`): each row belongs to the Neon Auth user who wrote it,
 * and row-level security lets each user see and change only their own.
 */
export const notesSql = `
  CREATE TABLE notes (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id text NOT NULL DEFAULT auth.user_id(),
    body text NOT NULL
  );
  ALTER TABLE notes ENABLE ROW LEVEL SECURITY;
  CREATE POLICY own_notes ON notes FOR ALL TO authenticated
    USING (user_id = auth.user_id()) WITH CHECK (user_id = auth.user_id());
  GRANT SELECT, INSERT, UPDATE, DELETE ON notes TO authenticated;
`;
