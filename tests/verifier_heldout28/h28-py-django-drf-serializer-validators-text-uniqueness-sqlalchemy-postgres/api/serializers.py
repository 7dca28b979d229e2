import bcrypt
from rest_framework import serializers
from sqlalchemy import text

from api.db import Session
from api.tables import User


def _taken(column: str, value: str) -> bool:
    row = Session.execute(
        text(f"SELECT 1 FROM users WHERE lower({column}) = lower(:value) LIMIT 1"),
        {"value": value},
    ).first()
    return row is not None


class RegistrationSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=80)
    email = serializers.EmailField()
    password = serializers.CharField(min_length=1, write_only=True)

    def validate_username(self, value):
        if _taken("username", value):
            raise serializers.ValidationError("has already been taken")
        return value

    def validate_email(self, value):
        if _taken("email", value):
            raise serializers.ValidationError("has already been taken")
        return value

    def create(self, validated_data):
        user = User(username=validated_data["username"], email=validated_data["email"], bio="",
                    password_hash=bcrypt.hashpw(validated_data["password"].encode(), bcrypt.gensalt()).decode())
        Session.add(user)
        Session.commit()
        return user


class ArticleInputSerializer(serializers.Serializer):
    title = serializers.CharField()
    description = serializers.CharField()
    body = serializers.CharField()
    tagList = serializers.ListField(child=serializers.CharField(), required=False, default=list)
