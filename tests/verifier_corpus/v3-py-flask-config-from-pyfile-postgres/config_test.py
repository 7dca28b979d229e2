SECRET_KEY = "test"
SQLALCHEMY_DATABASE_URI = "sqlite:///:memory:"
TESTING = True
