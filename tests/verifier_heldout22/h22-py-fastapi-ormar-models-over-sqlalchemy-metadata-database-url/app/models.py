from datetime import datetime

import ormar

from app.db import base_ormar_config


class User(ormar.Model):
    ormar_config = base_ormar_config.copy(tablename="users")

    id: int = ormar.Integer(primary_key=True)
    username: str = ormar.String(max_length=100, unique=True)
    email: str = ormar.String(max_length=255, unique=True)
    password: str = ormar.String(max_length=255)
    bio: str = ormar.Text(nullable=True)
    image: str = ormar.String(max_length=500, nullable=True)


class Tag(ormar.Model):
    ormar_config = base_ormar_config.copy(tablename="tags")

    id: int = ormar.Integer(primary_key=True)
    name: str = ormar.String(max_length=100, unique=True)


class Article(ormar.Model):
    ormar_config = base_ormar_config.copy(tablename="articles")

    id: int = ormar.Integer(primary_key=True)
    slug: str = ormar.String(max_length=255, unique=True)
    title: str = ormar.String(max_length=255)
    description: str = ormar.Text()
    body: str = ormar.Text()
    created_at: datetime = ormar.DateTime(default=datetime.utcnow)
    updated_at: datetime = ormar.DateTime(default=datetime.utcnow)
    author: User = ormar.ForeignKey(User, related_name="articles")
    tags = ormar.ManyToMany(Tag)
