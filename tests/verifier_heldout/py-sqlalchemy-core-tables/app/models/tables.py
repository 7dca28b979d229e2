from sqlalchemy import Column, DateTime, ForeignKey, Integer, MetaData, String, Table, Text, func

metadata = MetaData()

users = Table(
    "users",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("username", String(255), unique=True, nullable=False),
    Column("email", String(255), unique=True, nullable=False),
    Column("password_hash", String(255), nullable=False),
    Column("bio", Text),
    Column("image", String(500)),
)

articles = Table(
    "articles",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("slug", String(255), unique=True, nullable=False),
    Column("title", String(255), nullable=False),
    Column("description", String(500), nullable=False),
    Column("body", Text, nullable=False),
    Column("author_id", ForeignKey("users.id"), nullable=False),
    Column("created_at", DateTime, server_default=func.now()),
)
