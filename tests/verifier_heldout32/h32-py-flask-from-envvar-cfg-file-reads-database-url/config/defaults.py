# Local development defaults, loaded first by create_app().
SQLALCHEMY_DATABASE_URI = "sqlite:///dev.sqlite3"
SECRET_KEY = "dev"
