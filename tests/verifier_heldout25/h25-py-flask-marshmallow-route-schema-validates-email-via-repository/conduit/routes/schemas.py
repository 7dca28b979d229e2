"""Request/response schemas of the HTTP layer."""
from marshmallow import Schema, ValidationError, fields, validate, validates

from ..repositories.user_repository import UserRepository


class RegisterSchema(Schema):
    username = fields.Str(required=True, validate=validate.Length(min=1, max=80))
    email = fields.Email(required=True)
    password = fields.Str(required=True, load_only=True, validate=validate.Length(min=1))

    @validates("email")
    def email_not_taken(self, value):
        if UserRepository().email_exists(value):
            raise ValidationError("has already been taken")


class LoginSchema(Schema):
    email = fields.Email(required=True)
    password = fields.Str(required=True, load_only=True)


class UserSchema(Schema):
    email = fields.Email()
    token = fields.Str()
    username = fields.Str()
    bio = fields.Str(allow_none=True)
    image = fields.Str(allow_none=True)
