from sqlalchemy import Engine, create_engine


def make_engine() -> Engine:
    # A file in the working directory, so the data survives restarts of the server.
    return create_engine("sqlite:///conduit.db")
