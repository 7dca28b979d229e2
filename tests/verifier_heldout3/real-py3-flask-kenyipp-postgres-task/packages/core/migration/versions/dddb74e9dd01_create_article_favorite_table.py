"""Create article favorite table

Revision ID: dddb74e9dd01
Revises: 77dbef4950a4
Create Date: 2023-06-10 18:23:35.450931

"""
import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "dddb74e9dd01"
down_revision = "77dbef4950a4"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "article_favorite",
        sa.Column("article_favorite_id", sa.String(64), primary_key=True),
        sa.Column(
            "user_id",
            sa.String(64),
            sa.ForeignKey("user.user_id"),
            index=True
        ),
        sa.Column(
            "article_id",
            sa.String(64),
            sa.ForeignKey("article.article_id"),
            index=True
        ),
        sa.Column("record_status", sa.String(1), server_default="normal"),
        sa.Column(
            "created_at", sa.TIMESTAMP(timezone=True), server_default=sa.func.now()
        ),
        sa.Column(
            "updated_at",
            sa.TIMESTAMP(timezone=True),
            server_default=sa.func.now(),
            server_onupdate=sa.func.now(),
        ),
        sa.UniqueConstraint(
            "user_id", "article_id", name="UX-article_favorite-user_id-article_id"
        ),
    )


def downgrade() -> None:
    op.drop_table("article_favorite")
