import os

from pydal import DAL, Field

# pyDAL names the PostgreSQL adapter "postgres"
_uri = os.environ["DATABASE_URL"].replace("postgresql://", "postgres://", 1)

db = DAL(_uri, pool_size=5, migrate=True, fake_migrate_all=False, folder=os.path.join(os.path.dirname(__file__), "..", ".dal"))

db.define_table(
    "users",
    Field("username", "string", length=80, unique=True),
    Field("email", "string", length=255, unique=True),
    Field("password_hash", "string", length=255),
    Field("bio", "text", default=""),
    Field("image", "string", length=512),
)
db.commit()
