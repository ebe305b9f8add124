/** The department a currDept field records: the user's organisation when it is a department. */
import type { Db } from '../../db';

/** The user's department id, or null when their organisation is a company (or they have none). */
export async function departmentOf(db: Db, organizeId: string | null): Promise<string | null> {
  if (!organizeId) return null;
  const org = await db.selectFrom('organize').select('category').where('id', '=', organizeId).executeTakeFirst();
  return org?.category === 'department' ? organizeId : null;
}
