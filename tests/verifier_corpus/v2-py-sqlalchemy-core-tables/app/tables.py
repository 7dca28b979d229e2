import sqlalchemy as sa

metadata = sa.MetaData()

tags = sa.Table(
    "tags",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("name", sa.String(64), nullable=False, unique=True),
)

engine = sa.create_engine("sqlite:///./conduit.db")
