import os

from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def database_url() -> str:
    user = os.getenv("MYSQL_USER", "conduit")
    password = os.getenv("MYSQL_PASSWORD", "conduit")
    return f"mysql+pymysql://{user}:{password}@localhost:3306/conduit"
