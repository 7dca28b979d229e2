from rest_framework import serializers
from rest_framework.validators import UniqueValidator

from conduit.models import User


class RegistrationSerializer(serializers.Serializer):
    username = serializers.CharField(
        max_length=80,
        validators=[UniqueValidator(queryset=User.objects.all(), message="has already been taken")],
    )
    email = serializers.EmailField(
        validators=[UniqueValidator(queryset=User.objects.all(), message="has already been taken")],
    )
    password = serializers.CharField(min_length=1, write_only=True)


class LoginSerializer(serializers.Serializer):
    email = serializers.EmailField()
    password = serializers.CharField()


class ArticleInSerializer(serializers.Serializer):
    title = serializers.CharField()
    description = serializers.CharField()
    body = serializers.CharField()
    tagList = serializers.ListField(child=serializers.CharField(), required=False, default=list)
