from flask_restful import Resource


class TagList(Resource):
    def __init__(self, tags):
        self.tags = tags

    def get(self):
        return {"tags": self.tags.popular_names()}
