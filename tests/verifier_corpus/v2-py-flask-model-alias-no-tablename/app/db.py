from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()
Model = db.Model
Column, Integer, String, Text = db.Column, db.Integer, db.String, db.Text


def database_url() -> str:
    return "sqlite:///conduit.sqlite3"
