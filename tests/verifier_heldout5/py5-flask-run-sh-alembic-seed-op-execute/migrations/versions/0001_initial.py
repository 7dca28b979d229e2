"""initial schema"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("username", sa.String(80), nullable=False, unique=True),
        sa.Column("email", sa.String(255), nullable=False, unique=True),
        sa.Column("password_hash", sa.String(255), nullable=False),
    )
    op.create_table("tags", sa.Column("id", sa.Integer, primary_key=True), sa.Column("name", sa.String(64), unique=True))


def downgrade() -> None:
    op.drop_table("tags")
    op.drop_table("users")
