from flask_sqlalchemy_lite import SQLAlchemy

db = SQLAlchemy()
