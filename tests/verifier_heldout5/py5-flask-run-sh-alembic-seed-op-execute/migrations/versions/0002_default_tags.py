"""seed the tags the front-end shows on an empty install"""
from alembic import op

revision = "0002"
down_revision = "0001"


def upgrade() -> None:
    op.execute("INSERT INTO tags (name) VALUES ('welcome'), ('introduction'), ('conduit')")


def downgrade() -> None:
    op.execute("DELETE FROM tags WHERE name IN ('welcome', 'introduction', 'conduit')")
