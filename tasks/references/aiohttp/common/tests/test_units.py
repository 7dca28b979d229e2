"""Unit tests for the pieces with logic of their own; no server or database needed."""

import unittest
# feature-begin: articles
from datetime import UTC, datetime, timedelta, timezone
# feature-else: articles
# from datetime import UTC, datetime, timedelta
# feature-end: articles

from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from conduit import security
from conduit.errors import ValidationFailed  # feature-line: articles
from conduit.routes.middlewares import errors
# feature-begin: articles
from conduit.routes.params import envelope, page
from conduit.routes.serializers import timestamp
from conduit.services.slugs import first_free, slugify
# feature-else: articles
# from conduit.routes.params import envelope
# feature-end: articles
# feature-begin: articles


class SlugTest(unittest.TestCase):
    def test_lower_case_words_joined_by_dashes(self):
        self.assertEqual(slugify("How to train your dragon"), "how-to-train-your-dragon")

    def test_punctuation_and_spaces_collapse_and_ends_are_trimmed(self):
        self.assertEqual(slugify("  Hello,   World!! -- again?  "), "hello-world-again")

    def test_accents_are_transliterated(self):
        self.assertEqual(slugify("Crème brûlée à la carte"), "creme-brulee-a-la-carte")

    def test_title_without_letters_or_digits_gets_a_fallback(self):
        self.assertEqual(slugify("?!"), "article")

    def test_free_slug_is_kept(self):
        self.assertEqual(first_free("dragon", {"dragons", "dragon-2"}), "dragon")

    def test_taken_slug_gets_the_first_free_suffix(self):
        self.assertEqual(first_free("dragon", {"dragon"}), "dragon-2")
        self.assertEqual(first_free("dragon", {"dragon", "dragon-2", "dragon-3"}), "dragon-4")
# feature-end: articles


class TokenTest(unittest.TestCase):
    def test_token_round_trip(self):
        self.assertEqual(security.decode_token(security.create_token(42)), 42)

    def test_expired_token_is_rejected(self):
        issued = datetime.now(UTC) - security.TOKEN_LIFETIME - timedelta(minutes=1)
        with self.assertRaises(security.InvalidToken):
            security.decode_token(security.create_token(42, now=issued))

    def test_tampered_token_is_rejected(self):
        header, payload, signature = security.create_token(42).split(".")
        forged = ".".join([header, payload, signature[::-1]])
        with self.assertRaises(security.InvalidToken):
            security.decode_token(forged)

    def test_garbage_is_rejected(self):
        with self.assertRaises(security.InvalidToken):
            security.decode_token("not-a-jwt")

    def test_header_with_token_scheme(self):
        self.assertEqual(security.token_from_header("Token abc.def.ghi"), "abc.def.ghi")
        self.assertEqual(security.token_from_header("token   abc.def.ghi "), "abc.def.ghi")

    def test_missing_header_means_anonymous(self):
        self.assertIsNone(security.token_from_header(None))

    def test_other_schemes_and_empty_tokens_are_rejected(self):
        for header in ("Basic dXNlcjpwdw==", "Token", "Token   ", "abc.def.ghi"):
            with self.subTest(header=header), self.assertRaises(security.InvalidToken):
                security.token_from_header(header)


class PasswordTest(unittest.TestCase):
    def test_hash_verifies_only_the_same_password(self):
        stored = security.hash_password("password")
        self.assertNotIn("password", stored)
        self.assertTrue(security.verify_password("password", stored))
        self.assertFalse(security.verify_password("Password", stored))

    def test_hashes_are_salted(self):
        self.assertNotEqual(security.hash_password("same"), security.hash_password("same"))
# feature-begin: articles


class PaginationTest(unittest.TestCase):
    def test_defaults(self):
        self.assertEqual(page({}), (20, 0))

    def test_explicit_values(self):
        self.assertEqual(page({"limit": "5", "offset": "10"}), (5, 10))

    def test_blank_values_mean_defaults(self):
        self.assertEqual(page({"limit": "", "offset": " "}), (20, 0))

    def test_invalid_values_are_rejected(self):
        for query in ({"limit": "0"}, {"limit": "ten"}, {"offset": "-1"}, {"offset": "1.5"}):
            with self.subTest(query=query), self.assertRaises(ValidationFailed):
                page(query)
# feature-end: articles


class EnvelopeTest(unittest.IsolatedAsyncioTestCase):
    """The JSON body as clients really send it, through a one-route app."""

    async def asyncSetUp(self):
        async def echo(request: web.Request) -> web.Response:
            return web.json_response(await envelope(request, "user"))

        app = web.Application(middlewares=[errors])
        app.router.add_post("/echo", echo)
        self.client = TestClient(TestServer(app))
        await self.client.start_server()

    async def asyncTearDown(self):
        await self.client.close()

    async def post(self, body: str) -> tuple[int, dict]:
        response = await self.client.post(
            "/echo", data=body, headers={"Content-Type": "application/json"}
        )
        return response.status, await response.json()

    async def test_wrapped_object_is_returned(self):
        self.assertEqual(await self.post('{"user": {"email": "a@b.c"}}'), (200, {"email": "a@b.c"}))

    async def test_empty_body_is_a_missing_object_not_malformed_json(self):
        self.assertEqual(await self.post(""), (422, {"errors": {"body": ["user is required"]}}))

    async def test_malformed_json_and_wrong_shapes_are_422(self):
        for body in ("{not json", "[]", '{"user": "a@b.c"}', '{"article": {}}'):
            with self.subTest(body=body):
                status, _ = await self.post(body)
                self.assertEqual(status, 422)
# feature-begin: articles


class TimestampTest(unittest.TestCase):
    def test_iso_8601_in_utc_with_milliseconds(self):
        value = datetime(2016, 2, 18, 5, 22, 56, 637123, tzinfo=timezone(timedelta(hours=2)))
        self.assertEqual(timestamp(value), "2016-02-18T03:22:56.637Z")
# feature-end: articles


if __name__ == "__main__":
    unittest.main()
