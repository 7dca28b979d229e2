from marshmallow import Schema, fields


class NewArticleSchema(Schema):
    title = fields.String(required=True)
    description = fields.String(required=True)
    body = fields.String(required=True)
    tagList = fields.List(fields.String(), load_default=list)
