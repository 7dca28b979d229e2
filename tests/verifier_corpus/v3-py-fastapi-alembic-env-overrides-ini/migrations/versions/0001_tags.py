"""tags

Revision ID: 0001
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None


def upgrade() -> None:
    op.create_table("tags", sa.Column("id", sa.Integer, primary_key=True), sa.Column("name", sa.String(64), unique=True))


def downgrade() -> None:
    op.drop_table("tags")
