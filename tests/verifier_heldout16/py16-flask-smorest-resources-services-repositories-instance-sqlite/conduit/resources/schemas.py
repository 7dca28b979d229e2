from marshmallow import Schema, fields


class CommentSchema(Schema):
    id = fields.Int(dump_only=True)
    body = fields.Str(required=True)
    createdAt = fields.DateTime(attribute="created_at", dump_only=True)


class CommentEnvelope(Schema):
    comment = fields.Nested(CommentSchema)
