import configargparse


def parse_options(argv=None):
    parser = configargparse.ArgParser(
        prog="conduit",
        default_config_files=["conduit.ini"],
        description="Conduit API server",
    )
    parser.add_argument("-c", "--config", is_config_file=True, help="extra config file")
    parser.add_argument("--host", default="0.0.0.0", env_var="CONDUIT_HOST")
    parser.add_argument("--port", type=int, default=8080, env_var="PORT")
    parser.add_argument("--database-url", required=True, env_var="DATABASE_URL")
    parser.add_argument("--jwt-secret", required=True, env_var="JWT_SECRET")
    parser.add_argument("--pool-max", type=int, default=10, env_var="DB_POOL_MAX")
    return parser.parse_args(argv)
