-- 009: reviews written by shoppers. One review per account and product: a second post edits
-- it (seeded reviews have no account, and NULLs never collide in a unique index). `updated_at` is set
-- by an edit; an edited review keeps its place in the list (ordered by created_at).
ALTER TABLE feedbacks ADD COLUMN updated_at timestamptz;
ALTER TABLE feedbacks ADD CONSTRAINT feedbacks_user_product_key UNIQUE (user_id, product_id);
