"""users table

Revision ID: 0001
Revises:
"""
from alembic import op

revision = "0001"
down_revision = None


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE users (
            id SERIAL PRIMARY KEY,
            email VARCHAR(255) NOT NULL UNIQUE,
            username VARCHAR(64) NOT NULL UNIQUE,
            password_hash VARCHAR(255) NOT NULL,
            bio TEXT NOT NULL DEFAULT '',
            image VARCHAR(512)
        )
        """
    )
    op.execute("CREATE INDEX ix_users_username ON users (username)")


def downgrade() -> None:
    op.execute("DROP TABLE users")
