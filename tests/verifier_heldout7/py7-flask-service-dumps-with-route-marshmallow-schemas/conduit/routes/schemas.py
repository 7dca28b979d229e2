from marshmallow import Schema, fields


class ProfileSchema(Schema):
    username = fields.String(required=True)
    bio = fields.String(allow_none=True)
    image = fields.String(allow_none=True)
    following = fields.Boolean(dump_default=False)


class LoginSchema(Schema):
    email = fields.Email(required=True)
    password = fields.String(required=True, load_only=True)
