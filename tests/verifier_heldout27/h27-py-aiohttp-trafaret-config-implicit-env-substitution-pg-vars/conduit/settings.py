import trafaret as t
from trafaret_config import commandline

CONFIG_TRAFARET = t.Dict(
    {
        t.Key("host"): t.String(),
        t.Key("port"): t.ToInt(),
        t.Key("jwt_secret"): t.String(),
        t.Key("database"): t.Dict(
            {
                t.Key("dsn"): t.String(),
                t.Key("pool_size", default=5): t.ToInt(),
            }
        ),
    }
)


def add_config_options(parser) -> None:
    commandline.standard_argparse_options(parser, default_config="config/server.yaml")


def load(options) -> dict:
    return commandline.config_from_options(options, CONFIG_TRAFARET)
