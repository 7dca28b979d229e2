"""
Global constants
"""
