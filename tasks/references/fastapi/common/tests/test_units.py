"""Unit tests for the parts with logic of their own; no database server needed."""

import unittest
from datetime import UTC, datetime, timedelta

# feature-begin: articles
from pydantic import ValidationError

# feature-end: articles
from conduit import security
from conduit.routes.requests import ArticleFilters, Page  # feature-line: articles
from conduit.services.slugs import slugify, unique_slug  # feature-line: articles


# feature-begin: articles
class SlugTests(unittest.TestCase):
    def test_lower_case_words_joined_by_dashes(self):
        self.assertEqual(slugify("How to train your dragon"), "how-to-train-your-dragon")

    def test_punctuation_and_edges_collapse(self):
        self.assertEqual(slugify("  Hello,   World!! -- again? "), "hello-world-again")

    def test_accents_are_folded_to_ascii(self):
        self.assertEqual(slugify("Crème brûlée à Paris"), "creme-brulee-a-paris")

    def test_title_without_letters_still_gets_a_slug(self):
        self.assertEqual(slugify("?!"), "article")

    def test_free_slug_is_kept(self):
        self.assertEqual(unique_slug("Dragons", lambda slug: False), "dragons")

    def test_taken_slug_gets_the_next_free_suffix(self):
        taken = {"dragons", "dragons-2"}
        self.assertEqual(unique_slug("Dragons", taken.__contains__), "dragons-3")


# feature-end: articles
class TokenTests(unittest.TestCase):
    def test_round_trip(self):
        self.assertEqual(security.read_token(security.create_token(42)), 42)

    def test_expired_token_is_rejected(self):
        long_ago = datetime.now(UTC) - security.TOKEN_LIFETIME - timedelta(minutes=1)
        with self.assertRaises(security.InvalidToken):
            security.read_token(security.create_token(42, now=long_ago))

    def test_tampered_token_is_rejected(self):
        token = security.create_token(42)
        with self.assertRaises(security.InvalidToken):
            security.read_token(token[:-2] + ("AA" if token[-2:] != "AA" else "BB"))

    def test_garbage_is_rejected(self):
        with self.assertRaises(security.InvalidToken):
            security.read_token("not-a-jwt")

    def test_header_with_token_scheme(self):
        self.assertEqual(security.token_from_header("Token abc.def.ghi"), "abc.def.ghi")
        self.assertEqual(security.token_from_header("token   abc"), "abc")

    def test_header_without_a_token(self):
        for header in (None, "", "Token", "Token ", "Bearer abc", "abc"):
            with self.subTest(header=header):
                self.assertIsNone(security.token_from_header(header))


class PasswordTests(unittest.TestCase):
    def test_hash_verifies_only_the_same_password(self):
        stored = security.hash_password("secret")
        self.assertNotIn("secret", stored)
        self.assertTrue(security.verify_password("secret", stored))
        self.assertFalse(security.verify_password("Secret", stored))

    def test_hashes_are_salted(self):
        self.assertNotEqual(security.hash_password("secret"), security.hash_password("secret"))


# feature-begin: articles
class PaginationTests(unittest.TestCase):
    def test_defaults(self):
        page = Page()
        self.assertEqual((page.limit, page.offset), (20, 0))

    def test_query_strings_are_converted(self):
        page = Page.model_validate({"limit": "5", "offset": "10"})
        self.assertEqual((page.limit, page.offset), (5, 10))

    def test_out_of_range_or_non_numeric_values_are_rejected(self):
        for query in ({"limit": "0"}, {"offset": "-1"}, {"limit": "many"}):
            with self.subTest(query=query), self.assertRaises(ValidationError):
                Page.model_validate(query)

    def test_filters_carry_the_page(self):
        filters = ArticleFilters.model_validate({"tag": "dragons", "limit": "3"})
        # feature-begin: favorites
        self.assertEqual(
            filters.model_dump(), {"limit": 3, "offset": 0, "tag": "dragons", "author": None, "favorited": None}
        )
        # feature-else: favorites
        # self.assertEqual(filters.model_dump(), {"limit": 3, "offset": 0, "tag": "dragons", "author": None})
        # feature-end: favorites


# feature-end: articles
if __name__ == "__main__":
    unittest.main()
