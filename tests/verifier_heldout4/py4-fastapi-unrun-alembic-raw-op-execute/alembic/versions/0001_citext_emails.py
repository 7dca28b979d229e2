"""case-insensitive emails

Revision ID: 0001
Revises:
"""
from alembic import op

revision = "0001"
down_revision = None


def upgrade() -> None:
    op.execute("CREATE EXTENSION IF NOT EXISTS citext")
    op.execute("ALTER TABLE users ALTER COLUMN email TYPE citext")
    op.execute("UPDATE users SET email = lower(email)")


def downgrade() -> None:
    op.execute("ALTER TABLE users ALTER COLUMN email TYPE varchar(255)")
