from app.db import Column, Integer, Model, String, Text


class Tag(Model):
    id = Column(Integer, primary_key=True)
    name = Column(String(64), unique=True, nullable=False)


class Comment(Model):
    id = Column(Integer, primary_key=True)
    body = Column(Text, nullable=False)
