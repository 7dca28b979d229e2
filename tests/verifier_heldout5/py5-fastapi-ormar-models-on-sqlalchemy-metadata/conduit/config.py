import databases
import ormar
import sqlalchemy

DATABASE_URL = "sqlite:///./conduit.db"

base_ormar_config = ormar.OrmConfig(
    metadata=sqlalchemy.MetaData(),
    database=databases.Database(DATABASE_URL),
    engine=sqlalchemy.create_engine(DATABASE_URL),
)
