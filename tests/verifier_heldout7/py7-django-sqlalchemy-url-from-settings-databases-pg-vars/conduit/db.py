from django.conf import settings
from sqlalchemy import URL, create_engine
from sqlalchemy.orm import sessionmaker

_cfg = settings.DATABASES["default"]

engine = create_engine(
    URL.create(
        "postgresql+psycopg",
        username=_cfg["USER"],
        password=_cfg["PASSWORD"],
        host=_cfg["HOST"],
        port=int(_cfg["PORT"]),
        database=_cfg["NAME"],
    ),
    pool_pre_ping=True,
)
SessionFactory = sessionmaker(engine, expire_on_commit=False)
