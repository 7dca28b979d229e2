import os
from dataclasses import dataclass
from functools import lru_cache

from pyhocon import ConfigFactory


@dataclass(frozen=True)
class Settings:
    database_url: str
    pool_size: int
    echo_sql: bool
    jwt_secret: str
    token_days: int


@lru_cache
def load_settings() -> Settings:
    conf = ConfigFactory.parse_file(os.environ.get("CONDUIT_CONFIG", "conf/application.conf"))
    return Settings(
        database_url=conf.get_string("conduit.database.url"),
        pool_size=conf.get_int("conduit.database.pool-size"),
        echo_sql=conf.get_bool("conduit.database.echo"),
        jwt_secret=conf.get_string("conduit.auth.secret"),
        token_days=conf.get_int("conduit.auth.token-days"),
    )
